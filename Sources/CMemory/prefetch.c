// The module is its header's inline functions; this file gives the target a source to build.
#include "CMemory.h"
