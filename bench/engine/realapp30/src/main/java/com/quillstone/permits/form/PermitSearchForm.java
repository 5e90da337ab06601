package com.quillstone.permits.form;

import com.quillstone.permits.model.PermitStatus;
import com.quillstone.permits.model.SortField;

/** Bound from the query string of /permits by @ModelAttribute. */
public class PermitSearchForm {

    private String keyword;
    private String district;
    private Integer maxFee;
    private PermitStatus status;
    private SortField sort = SortField.ISSUED;

    public String getKeyword() { return keyword; }
    public void setKeyword(String keyword) { this.keyword = keyword; }
    public String getDistrict() { return district; }
    public void setDistrict(String district) { this.district = district; }
    public Integer getMaxFee() { return maxFee; }
    public void setMaxFee(Integer maxFee) { this.maxFee = maxFee; }
    public PermitStatus getStatus() { return status; }
    public void setStatus(PermitStatus status) { this.status = status; }
    public SortField getSort() { return sort; }
    public void setSort(SortField sort) { this.sort = sort; }
}
