#!/bin/sh
# build-swift.sh SWIFT PACKAGE_DIR OUTPUT: release build of the axscope product, copied to OUTPUT.
set -e
"$1" build -c release --product axscope --package-path "$2"
cp "$("$1" build -c release --show-bin-path --package-path "$2")/axscope" "$3"
