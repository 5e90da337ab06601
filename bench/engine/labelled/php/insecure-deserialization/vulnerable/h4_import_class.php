<?php
class SettingsImporter
{
    public function import(string $blob): array
    {
        $settings = unserialize($blob);
        return is_array($settings) ? $settings : [];
    }
}

if (isset($_FILES['settings'])) {
    $blob = file_get_contents($_FILES['settings']['tmp_name']);
    $importer = new SettingsImporter();
    $settings = $importer->import($blob);
    echo 'Imported ' . count($settings) . ' settings';
}
