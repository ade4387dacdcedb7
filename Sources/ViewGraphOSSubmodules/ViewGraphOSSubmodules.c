// SwiftPM builds a C target only when it has a source file; this one has nothing to compile.
#include "ViewGraphOSSubmodules.h"
