import Testing
import StateHarness
