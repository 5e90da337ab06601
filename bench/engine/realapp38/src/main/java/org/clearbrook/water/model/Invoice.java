package org.clearbrook.water.model;

import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDate;

public class Invoice implements Serializable {

    private static final long serialVersionUID = 3L;

    private long number;
    private String accountNumber;
    private LocalDate issuedOn;
    private LocalDate dueOn;
    private BigDecimal amount;
    private String status;

    public Invoice() {
    }

    public Invoice(long number, String accountNumber, LocalDate issuedOn, LocalDate dueOn, BigDecimal amount, String status) {
        this.number = number;
        this.accountNumber = accountNumber;
        this.issuedOn = issuedOn;
        this.dueOn = dueOn;
        this.amount = amount;
        this.status = status;
    }

    public long getNumber() { return number; }
    public String getAccountNumber() { return accountNumber; }
    public LocalDate getIssuedOn() { return issuedOn; }
    public LocalDate getDueOn() { return dueOn; }
    public BigDecimal getAmount() { return amount; }
    public String getStatus() { return status; }
}
