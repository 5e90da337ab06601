package io.tallypay.disputes

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class DisputesApplication

fun main(args: Array<String>) {
    runApplication<DisputesApplication>(*args)
}
