<?php
class WidgetRenderer
{
    private const FILTERS = [
        'upper' => 'strtoupper',
        'lower' => 'strtolower',
        'trim' => 'trim',
    ];
    private array $vars;

    public function __construct(array $vars)
    {
        $this->vars = $vars;
    }

    public function render(string $template, string $filter): string
    {
        $out = strtr($template, $this->vars);
        $fn = self::FILTERS[$filter] ?? 'trim';
        return $fn($out);
    }
}

$renderer = new WidgetRenderer(['{site}' => 'Acme Shop', '{year}' => date('Y')]);
$filter = $_POST['filter'] ?? 'trim';
echo $renderer->render('<footer>{site} &copy; {year}</footer>', $filter);
