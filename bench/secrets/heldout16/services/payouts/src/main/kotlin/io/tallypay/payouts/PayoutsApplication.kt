package io.tallypay.payouts

import org.springframework.boot.autoconfigure.SpringBootApplication
import org.springframework.boot.runApplication

@SpringBootApplication
class PayoutsApplication

fun main(args: Array<String>) {
    runApplication<PayoutsApplication>(*args)
}
