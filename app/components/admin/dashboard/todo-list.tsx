import { Link } from "react-router";
import { Card } from "~/components/ui/card.tsx";
import type { Todo } from "../../../../server/services/dashboard.ts";

/** What needs doing, urgent first, each linking to the list that holds it. */
export function TodoList({ todos }: { todos: readonly Todo[] }) {
  return (
    <Card as="section" title="To do" titleId="todo-heading">
      {todos.length === 0 ? (
        <p className="mt-3 text-ink-soft">Nothing waits for you. Well done.</p>
      ) : (
        <ul className="mt-3 flex flex-col divide-y divide-line">
          {todos.map((todo) => (
            <li key={todo.id}>
              <Link
                to={todo.href}
                className="flex items-center justify-between gap-3 py-2.5 hover:text-accent-deep"
              >
                <span>
                  {todo.urgent && <span className="mr-2 font-semibold text-accent-deep">Now:</span>}
                  {todo.label}
                </span>
                <span className="rounded-full bg-paper-deep px-2.5 text-sm">{todo.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
