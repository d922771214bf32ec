import styles from './admin-forms.module.css';

/** "Mostrar la contraseña" / "Mostrar las contraseñas": a native checkbox with a 44 px target. */
export function ShowPasswords({
  checked,
  label,
  onChange,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.toggle}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      {label}
    </label>
  );
}
