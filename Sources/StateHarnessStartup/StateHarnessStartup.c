#include "StateHarnessStartup.h"

// Swift runs no code when a module loads, and a store with a file must be scoped to the running
// test before the test's first `ModelContainer`, which a test may make before its first harness
// (S305): a load-time constructor installs the scope for the whole process.
__attribute__((constructor)) static void stateharness_startup(void) {
  stateharness_scope_model_stores();
}
