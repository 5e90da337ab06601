<?php
class RatesClient
{
    public function fetch()
    {
        $ch = curl_init();
        curl_setopt_array($ch, [
            CURLOPT_URL => 'https://rates.example.com/latest',
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_SSL_VERIFYHOST => 0,
            CURLOPT_TIMEOUT => 10,
        ]);
        $json = curl_exec($ch);
        curl_close($ch);
        return json_decode($json, true);
    }
}
