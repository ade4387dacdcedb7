import ViewGraph
