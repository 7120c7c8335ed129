#ifndef BORDERLOG_CSQLITECONFIG_SHIM_H
#define BORDERLOG_CSQLITECONFIG_SHIM_H
#include <sqlite3.h>

// sqlite3_config and sqlite3_db_config are variadic, which Swift cannot call.

// Memory statistics make every SQLite allocation take a global mutex; the store never reads them,
// and bulk imports allocate per row. Returns SQLITE_MISUSE (harmlessly) once SQLite is initialised.
static inline int borderlog_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

// Whether closing the last connection checkpoints the write-ahead log into the database and deletes it.
static inline int borderlog_sqlite_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, !enabled, (int *)0);
}
#endif
