import ToolbarRegistry

print("benchmarks: nothing yet")
