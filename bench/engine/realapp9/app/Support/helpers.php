<?php

if (!function_exists('fetch_remote')) {
    /**
     * Small wrapper so every outbound GET shares timeouts and the user agent.
     */
    function fetch_remote(string $url, int $timeout = 5): ?string
    {
        $ch = curl_init();
        curl_setopt($ch, CURLOPT_URL, $url);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, $timeout);
        curl_setopt($ch, CURLOPT_USERAGENT, 'CaremintBot/1.2');
        $body = curl_exec($ch);
        curl_close($ch);

        return $body === false ? null : $body;
    }
}

if (!function_exists('storage_file')) {
    function storage_file(string $dir, string $name): string
    {
        return storage_path('app/' . trim($dir, '/') . '/' . $name);
    }
}

if (!function_exists('money')) {
    function money($cents): string
    {
        return number_format(((int) $cents) / 100, 2, ',', '.') . ' €';
    }
}

if (!function_exists('legacy_hash')) {
    // Old portal accounts were migrated with their hashes untouched.
    function legacy_hash(string $password): string
    {
        return md5('cm_' . $password);
    }
}

if (!function_exists('short_code')) {
    function short_code(int $length = 6): string
    {
        $alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
        $code = '';
        for ($i = 0; $i < $length; $i++) {
            $code .= $alphabet[rand(0, strlen($alphabet) - 1)];
        }
        return $code;
    }
}
