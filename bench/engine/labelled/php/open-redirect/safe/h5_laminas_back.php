<?php
namespace Application\Controller;

use Laminas\Mvc\Controller\AbstractActionController;

class CartController extends AbstractActionController
{
    public function addAction()
    {
        $this->cart->add((int) $this->params()->fromPost('product'));
        return $this->redirect()->toRoute('cart', [], ['query' => ['back' => $this->params()->fromQuery('back')]]);
    }
}
