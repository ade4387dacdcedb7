// expect: 'name' is inaccessible due to '@_spi' protection level
import ViewGraph

func misuse() -> String { EnvironmentValues.name(of: \.dismiss) }
