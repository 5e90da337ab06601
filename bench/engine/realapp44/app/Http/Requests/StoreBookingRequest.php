<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class StoreBookingRequest extends FormRequest
{
    public function authorize(): bool
    {
        return $this->user() !== null;
    }

    public function rules(): array
    {
        return [
            'boat_id' => 'required|integer|exists:boats,id',
            'starts_at' => 'required|date|after:today',
            'days' => 'required|integer|min:1|max:21',
            'skipper' => 'required|string|max:80',
            'notes' => 'nullable|string|max:500',
            'promo' => 'nullable|alpha_num|max:12',
            'return_url' => 'nullable|url',
        ];
    }
}
