import Testing
import SampleFeature
