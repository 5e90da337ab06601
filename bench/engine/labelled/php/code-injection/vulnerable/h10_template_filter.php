<?php
class WidgetRenderer
{
    private array $vars;

    public function __construct(array $vars)
    {
        $this->vars = $vars;
    }

    public function render(string $template, string $filter): string
    {
        $out = strtr($template, $this->vars);
        $fn = create_function('$s', 'return ' . $filter . '($s);');
        return $fn($out);
    }
}

$renderer = new WidgetRenderer(['{site}' => 'Acme Shop', '{year}' => date('Y')]);
$filter = $_POST['filter'] ?? 'trim';
echo $renderer->render('<footer>{site} &copy; {year}</footer>', $filter);
