#ifndef STATEHARNESS_STARTUP_H
#define STATEHARNESS_STARTUP_H

// Defined in StateHarness (`@_cdecl`): scopes the SwiftData stand-in's stores with a file to
// the running test. Called once, when the binary that links StateHarness loads.
void stateharness_scope_model_stores(void);

#endif
