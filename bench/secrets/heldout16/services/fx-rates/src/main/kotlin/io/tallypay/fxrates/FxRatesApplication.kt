package io.tallypay.fxrates

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class FxRatesApplication

fun main(args: Array<String>) {
    runApplication<FxRatesApplication>(*args)
}
