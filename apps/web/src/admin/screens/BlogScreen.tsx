// Being written (issue 5); replaced by the real screen.
export function BlogScreen() {
  return null;
}
