# The README's commands:
#   make          install missing Debian packages, build, validate data/ and render every game into output/
#   make test     install missing Debian packages, build, run the whole test suite through CTest
#   make install  build, then install bin/pnpkit and share/pnpkit/ under PREFIX (default /usr/local;
#                 DESTDIR=DIR stages the same layout under DIR)
#   make package  build, then pnpkit_<version>_<arch>.deb here (CPack; dated by the last commit, so
#                 two packages of one commit are byte-identical)
BUILD_DIR ?= build
BUILD_TYPE ?= RelWithDebInfo
JOBS ?= $(shell nproc)
PNPKIT := $(BUILD_DIR)/pnpkit
PREFIX ?= /usr/local
SANITIZE_DIR ?= build-sanitize
FUZZ_SECONDS ?= 600
# Compile the library in batches (faster whole builds; `make UNITY=OFF` for one file at a time).
UNITY ?= ON

.PHONY: all deps configure build build-all validate render test bench install package clean
.PHONY: configure-sanitize test-sanitize fuzz

all: render

deps:
	@scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DPNPKIT_UNITY_BUILD=$(UNITY) >/dev/null

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

install: build
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD_DIR) --prefix "$(PREFIX)"

# The package's timestamps (and its manual page's and changelog's dates) are the last commit's.
package: export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)
package: build
	@scripts/install-deps.sh package
	@rm -f $(BUILD_DIR)/pnpkit_*.deb
	cd $(BUILD_DIR) && cpack -G DEB >cpack.log || { cat cpack.log; exit 1; }
	mv $(BUILD_DIR)/pnpkit_*.deb .
	@ls pnpkit_*.deb

bench: configure
	@cmake --build $(BUILD_DIR) -j$(JOBS) --target benchmarks
	@scripts/run-benchmarks.sh $(BUILD_DIR)

# The sanitizer build serves both: its library is compiled once for the tests and the fuzzers.
configure-sanitize:
	@scripts/install-deps.sh sanitize
	@cmake -S . -B $(SANITIZE_DIR) -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=RelWithDebInfo \
		-DPNPKIT_SANITIZE=ON -DPNPKIT_UNITY_BUILD=$(UNITY) >/dev/null

test-sanitize: configure-sanitize
	@cmake --build $(SANITIZE_DIR) -j$(JOBS)
	cd $(SANITIZE_DIR) && ctest --output-on-failure -j$(JOBS)

fuzz: configure-sanitize
	@cmake --build $(SANITIZE_DIR) -j$(JOBS) --target fuzzers
	@scripts/fuzz.sh $(SANITIZE_DIR) $(FUZZ_SECONDS)

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR)
