<?php
defined('BASEPATH') or exit('No direct script access allowed');

class Cart extends CI_Controller
{
    public function view()
    {
        $items = unserialize($this->input->cookie('cart_items'));
        $this->load->view('cart', ['items' => $items ?: []]);
    }
}
