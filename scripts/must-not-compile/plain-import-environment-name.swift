// expect: 'name' is inaccessible due to 'package' protection level
import ViewGraph

func misuse() -> String { EnvironmentValues.name(of: \.dismiss) }
