#ifndef BORDERLOG_CSQLITECONFIG_SHIM_H
#define BORDERLOG_CSQLITECONFIG_SHIM_H
#include <sqlite3.h>

// sqlite3_config is variadic, which Swift cannot call. Memory statistics make every SQLite
// allocation take a global mutex; the store never reads them, and bulk imports allocate per row.
// Returns SQLITE_MISUSE (harmlessly) once SQLite is initialised.
static inline int borderlog_sqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
#endif
