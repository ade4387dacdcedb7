// expect: cannot find type 'Control' in scope
import ViewGraph

func misuse(_ control: Control) {}
