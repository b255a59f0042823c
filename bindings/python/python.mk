# SPDX-License-Identifier: MIT
# Python package `sortid` (bindings/python).  Included by the top Makefile.
#
#   make python        the extension (libsortid compiled in) and the package,
#                      built by setup.py into $(BUILD)/python/lib
#   make test-python   pytest (suite "python"): every vector, hypothesis round
#                      trips, python-ulid's behaviours, frozen clocks, threads
#                      and fork, the wheel / sdist / pip install into a fresh
#                      venv; then the suite again on a debug build under
#                      AddressSanitizer (LD_PRELOAD of libasan)
#   make bench-python  same-run ratios against uuid.uuid4() and uuid.UUID()
#   make bench-python-callgrind  instructions per call against uuid (valgrind)
#
# Debian's python3 (/usr/bin/python3) and its packages only: nothing from PyPI.
# PY_PYTHON=another python3 (with BUILD=another folder) runs the suite on it.

PY_DIR      := bindings/python
PY_PYTHON   ?= /usr/bin/python3
PY_OUT      := $(abspath $(BUILD))/python
PY_STAMP    := $(PY_OUT)/lib/sortid/.built
PY_DEPS     := $(wildcard $(PY_DIR)/ext/*.c $(PY_DIR)/ext/*.h $(PY_DIR)/sortid/*.py \
                 $(PY_DIR)/sortid/*.pyi) $(PY_DIR)/setup.py $(PY_DIR)/pyproject.toml \
               $(LIB_SRCS) $(wildcard src/*.h src/*.inc src/arch/*.h) include/sortid.h

TEST_SUITES   += test-python
BENCH_TARGETS += bench-python
TEST_PACKAGES += gcc python3 python3-dev python3-venv python3-setuptools python3-pip python3-wheel \
                 python3-wheel-whl python3-pytest python3-hypothesis python3-freezegun

.PHONY: python test-python bench-python

python: $(PY_STAMP)

# The project's warnings as errors (SORTID_WERROR); setup.py copies the
# library's sources into bindings/python/libsortid/ (what an sdist carries).
$(PY_STAMP): $(PY_DEPS)
	cd $(PY_DIR) && SORTID_WERROR=1 $(PY_PYTHON) setup.py -q build --build-base $(PY_OUT)/tmp \
	    --build-lib $(PY_OUT)/lib
	@touch $@

test-python: $(PY_STAMP)
	@PY_PYTHON=$(PY_PYTHON) $(PY_DIR)/scripts/run-tests.sh $(PY_OUT)

bench-python: $(PY_STAMP)
	PYTHONPATH=$(PY_OUT)/lib $(PY_PYTHON) $(PY_DIR)/bench/bench.py

# Instructions per call (valgrind's callgrind): ratios no other process disturbs.
.PHONY: bench-python-callgrind
bench-python-callgrind: $(PY_STAMP)
	PY_PYTHON=$(PY_PYTHON) $(PY_DIR)/bench/instructions.sh $(PY_OUT)/lib
