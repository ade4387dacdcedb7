// expect: cannot find type 'ViewHost' in scope
import ViewGraph

func misuse(_ host: ViewHost) {}
