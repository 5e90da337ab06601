package org.clearbrook.water.model;

import java.math.BigDecimal;
import java.time.LocalDate;

import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

@Entity
@Table(name = "meter_readings")
public class MeterReading {

    @Id
    @GeneratedValue
    private Long id;

    private String meterSerial;
    private Long accountId;
    private LocalDate readOn;
    private BigDecimal cubicMeters;
    private String readerCode;
    private String note;

    public Long getId() { return id; }
    public String getMeterSerial() { return meterSerial; }
    public void setMeterSerial(String meterSerial) { this.meterSerial = meterSerial; }
    public Long getAccountId() { return accountId; }
    public void setAccountId(Long accountId) { this.accountId = accountId; }
    public LocalDate getReadOn() { return readOn; }
    public void setReadOn(LocalDate readOn) { this.readOn = readOn; }
    public BigDecimal getCubicMeters() { return cubicMeters; }
    public void setCubicMeters(BigDecimal cubicMeters) { this.cubicMeters = cubicMeters; }
    public String getReaderCode() { return readerCode; }
    public void setReaderCode(String readerCode) { this.readerCode = readerCode; }
    public String getNote() { return note; }
    public void setNote(String note) { this.note = note; }
}
