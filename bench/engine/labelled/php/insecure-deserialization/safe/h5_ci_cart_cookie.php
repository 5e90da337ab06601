<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Cart extends CI_Controller
{
    public function view()
    {
        $items = json_decode($this->input->cookie('cart_items'), true);
        $this->load->view('cart', ['items' => $items ?: []]);
    }
}
