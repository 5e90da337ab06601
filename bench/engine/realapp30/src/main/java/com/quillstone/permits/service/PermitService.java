package com.quillstone.permits.service;

import com.quillstone.permits.dto.PermitSummary;
import com.quillstone.permits.form.PermitSearchForm;
import com.quillstone.permits.mapper.PermitMapper;
import com.quillstone.permits.model.Permit;
import com.quillstone.permits.model.PermitStatus;
import com.quillstone.permits.repository.PermitDao;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Collectors;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

@Service
public class PermitService {

    private final PermitMapper permitMapper;
    private final PermitDao permitDao;

    public PermitService(PermitMapper permitMapper, PermitDao permitDao) {
        this.permitMapper = permitMapper;
        this.permitDao = permitDao;
    }

    public List<PermitSummary> search(PermitSearchForm form) {
        String orderBy = form.getSort().column();
        return permitMapper.search(form.getKeyword(), form.getDistrict(), orderBy);
    }

    public List<Permit> filter(PermitSearchForm form) {
        return permitDao.filter(form);
    }

    public List<PermitSummary> byStreet(String street) {
        return permitMapper.searchByStreet(street.trim());
    }

    public List<PermitSummary> forApplicant(String email) {
        return permitMapper.findByApplicantEmail(email);
    }

    public int countWithStatus(PermitStatus status) {
        return permitMapper.countByStatus(status.name());
    }

    public List<PermitSummary> inDistrict(String district, long maxFee) {
        return permitMapper.findInDistrict(district, maxFee);
    }

    @Transactional
    public void changeStatus(long id, PermitStatus status) {
        permitMapper.updateStatus(id, status.name());
    }

    @Transactional
    public int removeTags(long permitId, List<String> tags) {
        String tagList = tags.stream().map(t -> "'" + t + "'").collect(Collectors.joining(","));
        return permitMapper.removeTags(permitId, tagList);
    }

    @Transactional
    public int removeTag(long permitId, String tag) {
        return permitMapper.removeTag(permitId, tag);
    }

    @Transactional
    public Permit apply(String address, String district, String description) {
        Permit p = new Permit();
        p.setPermitNo("P-" + LocalDate.now().getYear() + "-" + System.nanoTime() % 1_000_000);
        p.setAddress(address);
        p.setDistrict(district);
        p.setDescription(description);
        p.setStatus(PermitStatus.SUBMITTED);
        p.setIssuedOn(LocalDate.now());
        return permitDao.save(p);
    }

    public List<Permit> byAddress(String address) {
        return permitDao.byAddress(address);
    }

    public List<Object[]> feeTotals(String groupBy) {
        return permitDao.feeTotals(groupBy);
    }

    public List<Permit> latest(String direction) {
        return permitDao.newestFirst(direction);
    }
}
