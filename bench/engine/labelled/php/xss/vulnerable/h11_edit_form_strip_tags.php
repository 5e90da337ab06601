<?php
function field(string $label, string $name, string $value): string
{
    return '<label>' . $label . '</label>'
        . '<input type="text" name="' . $name . '" value="' . $value . '">';
}

$values = [
    'city' => strip_tags($_GET['city'] ?? ''),
    'zip' => strip_tags($_GET['zip'] ?? ''),
];
?>
<form method="post" action="/address/save.php">
<?php
foreach ($values as $name => $value) {
    echo field(ucfirst($name), $name, $value);
}
?>
    <button>Save</button>
</form>
