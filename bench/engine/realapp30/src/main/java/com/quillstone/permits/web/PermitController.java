package com.quillstone.permits.web;

import com.quillstone.permits.form.PermitSearchForm;
import com.quillstone.permits.model.Permit;
import com.quillstone.permits.model.PermitStatus;
import com.quillstone.permits.repository.PermitDao;
import com.quillstone.permits.service.PermitService;
import java.util.List;
import java.util.Map;
import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.ModelAttribute;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;
import org.springframework.web.util.HtmlUtils;

@Controller
@RequestMapping("/permits")
public class PermitController {

    private final PermitService permitService;
    private final PermitDao permitDao;

    public PermitController(PermitService permitService, PermitDao permitDao) {
        this.permitService = permitService;
        this.permitDao = permitDao;
    }

    @GetMapping
    public String list(@ModelAttribute("search") PermitSearchForm search, Model model) {
        model.addAttribute("permits", permitService.search(search));
        model.addAttribute("keyword", search.getKeyword());
        model.addAttribute("statusBadge", "<span class=\"badge\">" + (search.getStatus() == null ? "ALL" : search.getStatus().name()) + "</span>");
        return "permits/list";
    }

    @GetMapping("/advanced")
    public String advanced(@ModelAttribute("search") PermitSearchForm search, Model model) {
        model.addAttribute("permits", permitService.filter(search));
        model.addAttribute("keyword", search.getKeyword());
        return "permits/list";
    }

    @GetMapping("/{id}")
    public String detail(@PathVariable Long id, Model model) {
        Permit permit = permitDao.byNumber(String.valueOf(id));
        model.addAttribute("permit", permit);
        return "permits/detail";
    }

    @GetMapping("/street")
    public String byStreet(@RequestParam String street, Model model) {
        model.addAttribute("permits", permitService.byStreet(street));
        model.addAttribute("keyword", street);
        return "permits/list";
    }

    @GetMapping("/mine")
    public String mine(@RequestParam String email, Model model) {
        model.addAttribute("permits", permitService.forApplicant(email));
        return "permits/list";
    }

    @GetMapping("/address")
    public String byAddress(@RequestParam String q, Model model) {
        model.addAttribute("permits", permitService.byAddress(q));
        return "permits/list";
    }

    @GetMapping("/count")
    @ResponseBody
    public Map<String, Integer> count(@RequestParam PermitStatus status) {
        return Map.of(status.name(), permitService.countWithStatus(status));
    }

    @GetMapping("/district")
    @ResponseBody
    public Object inDistrict(@RequestParam String district, @RequestParam(defaultValue = "100000") Long maxFee) {
        return permitService.inDistrict(district, maxFee);
    }

    @GetMapping("/totals")
    @ResponseBody
    public List<Object[]> totals(@RequestParam(defaultValue = "district") String groupBy) {
        return permitService.feeTotals(groupBy);
    }

    @GetMapping("/latest")
    @ResponseBody
    public List<Permit> latest(@RequestParam(defaultValue = "desc") String dir) {
        return permitService.latest(dir);
    }

    @GetMapping("/quick")
    @ResponseBody
    public String quick(@RequestParam String no) {
        return "<html><body><h3>Permit " + no + "</h3><p>Use the full search for details.</p></body></html>";
    }

    @GetMapping("/quick-safe")
    @ResponseBody
    public String quickSafe(@RequestParam String no) {
        return "<html><body><h3>Permit " + HtmlUtils.htmlEscape(no) + "</h3></body></html>";
    }

    @GetMapping("/fee-badge")
    @ResponseBody
    public String feeBadge(@RequestParam Integer cents) {
        return "<span class=\"fee\">$" + (cents / 100) + "." + String.format("%02d", cents % 100) + "</span>";
    }

    @PostMapping("/{id}/status")
    public String changeStatus(@PathVariable Long id, @RequestParam PermitStatus status,
                               @RequestParam(required = false) String next) {
        permitService.changeStatus(id, status);
        if (next != null && !next.isBlank()) {
            return "redirect:" + next;
        }
        return "redirect:/permits/" + id;
    }

    @PostMapping("/{id}/tags/remove")
    public String removeTags(@PathVariable Long id, @RequestParam List<String> tag) {
        permitService.removeTags(id, tag);
        return "redirect:/permits/" + id + "?tab=tags";
    }

    @PostMapping("/{id}/tags/remove-one")
    public String removeTag(@PathVariable Long id, @RequestParam String tag) {
        permitService.removeTag(id, tag);
        return "redirect:/permits/" + id + "?tab=tags&removed=1";
    }
}
