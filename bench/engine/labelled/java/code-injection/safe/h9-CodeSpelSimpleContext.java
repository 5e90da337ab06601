package com.tidal.rules;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.expression.EvaluationContext;
import org.springframework.expression.spel.standard.SpelExpressionParser;
import org.springframework.expression.spel.support.SimpleEvaluationContext;

public class CodeSpelSimpleContext extends HttpServlet {

    public static class Cart {
        public int total = 250;
        public int items = 4;
        public int getTotal() { return total; }
        public int getItems() { return items; }
    }

    private final SpelExpressionParser parser = new SpelExpressionParser();

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws ServletException, IOException {
        String rule = req.getParameter("rule");
        EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
        Boolean applies = parser.parseExpression(rule).getValue(ctx, new Cart(), Boolean.class);
        resp.getWriter().print(Boolean.TRUE.equals(applies) ? "discount" : "no discount");
    }
}
