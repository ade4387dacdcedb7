// expect: 'string' is inaccessible due to '@_spi' protection level
import ViewGraph

func misuse() -> String? { Text("x").string }
