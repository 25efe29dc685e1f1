# The README's two commands:
#   make       install missing Debian packages, build, validate data/ and render every game into output/
#   make test  install missing Debian packages, build, run the whole test suite through CTest
BUILD_DIR ?= build
BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc)
PNPKIT := $(BUILD_DIR)/pnpkit

.PHONY: all deps configure build build-all validate render test bench clean

all: render

deps:
	@scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) >/dev/null

# The program alone; `make test` also builds the tests.
build: configure
	@cmake --build $(BUILD_DIR) -j$(JOBS) --target pnpkit

build-all: configure
	@cmake --build $(BUILD_DIR) -j$(JOBS)

validate: build
	$(PNPKIT) validate

render: validate
	$(PNPKIT) render --out output

test: build-all
	cd $(BUILD_DIR) && ctest --output-on-failure -j$(JOBS)

bench: configure
	@cmake --build $(BUILD_DIR) -j$(JOBS) --target benchmarks
	@scripts/run-benchmarks.sh $(BUILD_DIR)

clean:
	rm -rf $(BUILD_DIR)
