// expect: has no dynamic member 'sourceDescription'
import ViewGraph

func misuse(_ binding: Binding<Bool>) -> String { binding.sourceDescription }
