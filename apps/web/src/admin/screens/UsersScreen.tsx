// Being written (issue 5); replaced by the real screen.
export function UsersScreen() {
  return null;
}
