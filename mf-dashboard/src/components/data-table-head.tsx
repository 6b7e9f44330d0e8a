/**
 * The header row of a dashboard table: `#`, the given columns, then `Actions` (product.md's tables
 * all start and end so).
 */
export function DataTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className="dash-table__number">
          #
        </th>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
        <th scope="col" className="dash-table__actions">
          Actions
        </th>
      </tr>
    </thead>
  );
}
