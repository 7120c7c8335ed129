# BorderLog: `make demo` runs the pipeline on samples/, `make test` runs the whole suite.
SWIFT ?= swift
DEBIAN_PACKAGES := libsqlite3-dev libexif-dev

.PHONY: all deps build demo test release clean

all: build

deps:
	@scripts/install-deps.sh $(DEBIAN_PACKAGES)

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

demo: build
	pipelines/demo.sh

test: deps
	$(SWIFT) test

clean:
	rm -rf .build .demo
