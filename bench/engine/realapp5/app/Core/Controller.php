<?php
namespace Core;

abstract class Controller
{
    protected function param($name, $default = null)
    {
        return isset($_GET[$name]) ? $_GET[$name] : $default;
    }

    protected function input($name, $default = null)
    {
        return isset($_POST[$name]) ? $_POST[$name] : $default;
    }

    protected function json($data)
    {
        header('Content-Type: application/json');
        echo json_encode($data);
    }

    protected function redirect($url)
    {
        header('Location: ' . $url);
        exit;
    }

    protected function customerId()
    {
        return isset($_SESSION['customer_id']) ? (int) $_SESSION['customer_id'] : 0;
    }
}
