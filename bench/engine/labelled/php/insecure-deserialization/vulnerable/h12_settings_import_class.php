<?php
final class SettingsImporter
{
    private string $file;

    public function __construct(string $file)
    {
        $this->file = $file;
    }

    public function import(string $payload): array
    {
        $settings = unserialize($payload);
        if (!is_array($settings)) {
            throw new InvalidArgumentException('Invalid settings export');
        }
        file_put_contents($this->file, json_encode($settings, JSON_PRETTY_PRINT));
        return $settings;
    }
}

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    $importer = new SettingsImporter(__DIR__ . '/settings.json');
    $imported = $importer->import($_POST['export'] ?? '');
    echo 'Imported ' . count($imported) . ' settings';
}
