<?php

namespace App\Http\Requests;

use Illuminate\Foundation\Http\FormRequest;

class SearchBoatsRequest extends FormRequest
{
    public function authorize(): bool
    {
        return true;
    }

    public function rules(): array
    {
        return [
            'type' => 'nullable|in:sail,motor,kayak,paddle',
            'min_capacity' => 'nullable|integer|min:1|max:40',
            'keyword' => 'nullable|string|max:60',
            'order' => 'nullable|string',
            'harbour' => 'nullable|string|max:40',
        ];
    }
}
