package edu.northfield.stacks.web.filters;

import edu.northfield.stacks.model.Member;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import jakarta.servlet.http.HttpSession;
import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

public class AuthFilter implements Filter {
    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        HttpServletRequest req = (HttpServletRequest) request;
        HttpServletResponse resp = (HttpServletResponse) response;
        HttpSession session = req.getSession(false);
        Member member = session == null ? null : (Member) session.getAttribute("member");
        if (member == null) {
            String back = URLEncoder.encode(req.getRequestURI(), StandardCharsets.UTF_8);
            resp.sendRedirect(req.getContextPath() + "/login?next=" + back);
            return;
        }
        if (req.getRequestURI().startsWith(req.getContextPath() + "/admin") && !member.isLibrarian()) {
            resp.sendError(HttpServletResponse.SC_FORBIDDEN);
            return;
        }
        resp.setHeader("X-Frame-Options", "DENY");
        chain.doFilter(request, response);
    }
}
