<?php
class SettingsImporter
{
    public function import(string $blob): array
    {
        $settings = json_decode($blob, true, 16, JSON_THROW_ON_ERROR);
        return is_array($settings) ? $settings : [];
    }
}

if (isset($_FILES['settings'])) {
    $blob = file_get_contents($_FILES['settings']['tmp_name']);
    $importer = new SettingsImporter();
    $settings = $importer->import($blob);
    echo 'Imported ' . count($settings) . ' settings';
    $cached = unserialize(file_get_contents('/var/cache/app/settings.ser'));
}
