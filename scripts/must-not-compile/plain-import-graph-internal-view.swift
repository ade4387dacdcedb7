// expect: cannot find type '_GraphInternalView' in scope
import ViewGraph

struct Root: View, _GraphInternalView { var body: some View { Text("x") } }
